import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { GENERATE_FAILED, useBreakdownGoal } from '../api/breakdown-goal.ts';
import { useCreateGoal } from '../api/create-goal.ts';
import { addNode, draftFromBreakdown, removeNode, renameNode, type Draft } from '../model/breakdown-draft.ts';
import { checkSave } from '../model/save-rules.ts';
import { BreakdownEditor } from './breakdown-editor.tsx';
import { GoalPromptForm } from './goal-prompt-form.tsx';
import { SaveGoalPanel } from './save-goal-panel.tsx';
import './goal-setup.css';

/** The dashboard follows 1000 ms after a successful save, long enough to read that it was saved. */
const SAVE_REDIRECT_MS = 1000;

const REPLACE_EDITED_DRAFT =
  'Generate a new breakdown? It replaces the breakdown below, and your changes to it will be lost.';

export function GoalSetupPage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const generateMutation = useBreakdownGoal();
  const saveMutation = useCreateGoal();
  const [text, setText] = useState('');
  const [detail, setDetail] = useState<number>(LIMITS.detail.default);
  const [draft, setDraft] = useState<Draft | null>(null);
  // Set by the user's own edits only, so a fresh AI breakdown is replaced without asking.
  const [draftEdited, setDraftEdited] = useState(false);
  const [suggestedTone, setSuggestedTone] = useState<Tone>('friendly');
  const [tone, setTone] = useState<Tone | ''>('');
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    if (!saveMutation.isSuccess) return undefined;
    const timer = setTimeout(() => navigate('/dashboard'), SAVE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [saveMutation.isSuccess, navigate]);

  function generate() {
    if (draftEdited && !window.confirm(REPLACE_EDITED_DRAFT)) return;
    generateMutation.mutate(
      { goal: text.trim(), detail },
      {
        onSuccess: (breakdown) => {
          setDraft(draftFromBreakdown(breakdown));
          setDraftEdited(false);
          setSuggestedTone(breakdown.tone);
          setSaveError(null);
        },
      },
    );
  }

  // A failed save keeps the page and the user's edits, with the error shown: nothing typed is lost.
  function save() {
    if (!draft) return;
    const check = checkSave({ userId: user?.id, tone, draft, description: text });
    if ('error' in check) {
      setSaveError(check.error);
      return;
    }
    setSaveError(null);
    saveMutation.mutate(check.body, { onError: (error) => setSaveError(error.message) });
  }

  const edit = (change: (current: Draft) => Draft) => {
    setDraft((current) => current && change(current));
    setDraftEdited(true);
  };

  return (
    <div className="container page medium goal-setup">
      <title>Goal Setup · Cakewalk</title>
      <h1>Goal Setup</h1>
      <p className="muted intro">
        Tell us what you want to achieve, in your own words. Our owl will slice it into steps you can start today.
      </p>
      <GoalPromptForm
        text={text}
        onTextChange={setText}
        detail={detail}
        onDetailChange={setDetail}
        generating={generateMutation.isPending}
        onGenerate={generate}
      />
      {generateMutation.isError && <FormError>{GENERATE_FAILED}</FormError>}
      {draft && (
        <>
          <BreakdownEditor
            draft={draft}
            onTitleChange={(title) => edit((current) => ({ ...current, title }))}
            onRename={(path, title) => edit((current) => renameNode(current, path, title))}
            onRemove={(path) => edit((current) => removeNode(current, path))}
            onAdd={(parent) => edit((current) => addNode(current, parent))}
          />
          <SaveGoalPanel
            tone={tone}
            suggestedTone={suggestedTone}
            onToneChange={setTone}
            onSave={save}
            saving={saveMutation.isPending}
            saved={saveMutation.isSuccess}
            error={saveError}
          />
        </>
      )}
    </div>
  );
}
