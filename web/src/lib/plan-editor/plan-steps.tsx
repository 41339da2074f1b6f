import type { ComponentType } from 'react';
import ChevronRight from 'lucide/dist/esm/icons/chevron-right.mjs';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { countWords, levelListWords, levelWords, type Depth } from '../words/plan-words.ts';
import { Icon } from '../ui/icon.tsx';
import type { DraftNode, NodePath } from './drafts/breakdown-draft.ts';
import { HowOftenField, repeatWords } from './how-often-field.tsx';
import { stepIds, stepName } from './step-names.ts';
import { StepMenu } from './step-menu.tsx';
import { StepTitle, untitled } from './step-title.tsx';
import type { StepEditor } from './use-step-editor.ts';

interface StepProps {
  item: DraftNode;
  path: NodePath;
  siblings: number;
  editor: StepEditor;
}

function TitleText({ item, path }: Pick<StepProps, 'item' | 'path'>) {
  return (
    <span id={stepIds.title(item.key)} className={item.title.trim() ? 'step-title' : 'step-title step-untitled'}>
      {item.title.trim() || untitled(path)}
    </span>
  );
}

/** "+ Add microtask · bite", at the end of a list; the name says which list for screen readers. */
export function AddStep({ depth, parent, count, editor }: { depth: Depth; parent: NodePath; count: number; editor: StepEditor }) {
  const words = levelWords(depth).toLowerCase();
  return (
    <button
      type="button"
      className="add-step"
      aria-label={parent.length > 0 ? `Add ${words} to ${stepName(parent)}` : undefined}
      disabled={count >= LIMITS.breakdownItems.max}
      onClick={() => editor.add(parent)}
    >
      <span aria-hidden="true">+ </span>
      Add {words}
    </button>
  );
}

/** The crumbs of a slice or the bites of a crumb, and the button that adds one more. */
function ChildSteps({ item, path, editor, depth, Step }: Omit<StepProps, 'siblings'> & { depth: 1 | 2; Step: ComponentType<StepProps> }) {
  return (
    <>
      <ul className={depth === 1 ? 'crumb-list' : 'bite-list'} aria-label={`${levelListWords(depth)} of ${stepName(path)}`}>
        {item.children.map((child, index) => (
          <Step key={child.key} item={child} path={[...path, index]} siblings={item.children.length} editor={editor} />
        ))}
      </ul>
      <AddStep depth={depth} parent={path} count={item.children.length} editor={editor} />
    </>
  );
}

/** One line per bite: its title, how often when not once, and its menu. */
function BiteStep({ item, path, siblings, editor }: StepProps) {
  const repeat = item.bite?.repeat ?? null;
  return (
    <li className="plan-bite">
      <div className="step-row">
        <StepTitle item={item} path={path} editor={editor}>
          <span className="step-text">
            <TitleText item={item} path={path} />
            {repeat && (
              <>
                {' '}
                <span id={stepIds.chip(item.key)} className="repeat-chip">
                  {repeatWords(repeat)}
                </span>
              </>
            )}
          </span>
        </StepTitle>
        <StepMenu item={item} path={path} siblings={siblings} editor={editor} repeats={repeat !== null} />
      </div>
      {editor.howOften === item.key && (
        <HowOftenField
          id={stepIds.rename(item.key)}
          name={stepName(path)}
          repeat={repeat}
          onChange={(next) => editor.setRepeat(path, next)}
          onDone={() => editor.closeHowOften(item.key)}
        />
      )}
    </li>
  );
}

function CrumbStep({ item, path, siblings, editor }: StepProps) {
  return (
    <li className="plan-crumb">
      <div className="step-row crumb-row">
        <StepTitle item={item} path={path} editor={editor}>
          <TitleText item={item} path={path} />
        </StepTitle>
        <StepMenu item={item} path={path} siblings={siblings} editor={editor} />
      </div>
      <ChildSteps item={item} path={path} editor={editor} depth={2} Step={BiteStep} />
    </li>
  );
}

/** A slice, collapsed to its title and counts until opened; one is open at a time. */
export function SliceStep({ item, path, siblings, editor }: StepProps) {
  const open = editor.openSlice === item.key;
  const bites = item.children.reduce((sum, crumb) => sum + crumb.children.length, 0);
  return (
    <li className={open ? 'plan-slice plan-slice-open' : 'plan-slice'}>
      <div className="step-row slice-row">
        <StepTitle item={item} path={path} editor={editor}>
          <button
            id={stepIds.slice(item.key)}
            type="button"
            className="slice-toggle"
            aria-expanded={open}
            aria-controls={open ? stepIds.panel(item.key) : undefined}
            onClick={() => editor.toggleSlice(item.key)}
          >
            <Icon node={ChevronRight} className="slice-chevron" size="1.25em" />
            <span className="slice-text">
              <span className="step-kicker">
                {levelWords(0)} {path[0]! + 1}
              </span>{' '}
              <TitleText item={item} path={path} />{' '}
              <span className="step-counts">
                {countWords(1, item.children.length)} · {countWords(2, bites)}
              </span>
            </span>
          </button>
        </StepTitle>
        <StepMenu item={item} path={path} siblings={siblings} editor={editor} />
      </div>
      {open && (
        <div id={stepIds.panel(item.key)} className="slice-panel">
          <ChildSteps item={item} path={path} editor={editor} depth={1} Step={CrumbStep} />
        </div>
      )}
    </li>
  );
}
