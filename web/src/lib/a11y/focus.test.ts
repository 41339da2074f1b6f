import { afterEach, describe, expect, it } from 'vitest';
import { focusWhenShown } from './focus.ts';

const frames = (n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(n);
  });

function addLater(id: string, tag = 'button') {
  const element = document.createElement(tag);
  element.id = id;
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('focusWhenShown', () => {
  it('focuses an element that appears a few frames after the call', async () => {
    focusWhenShown('late');
    await frames(3);
    const late = addLater('late');
    await frames(2);
    expect(document.activeElement).toBe(late);
  });

  it('leaves focus where the person moved it while the element was still on its way', async () => {
    const elsewhere = addLater('elsewhere');
    focusWhenShown('late');
    await frames(2);
    elsewhere.focus();
    await frames(2);
    addLater('late');
    await frames(2);
    expect(document.activeElement).toBe(elsewhere);
  });
});
