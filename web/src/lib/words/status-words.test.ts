import { describe, expect, it } from 'vitest';
import { statusIcon, statusLabel } from './status-words.ts';

describe('statusIcon', () => {
  it('shows a clock, a gear, a check mark, or a question mark for anything else, as text glyphs', () => {
    expect(statusIcon('todo')).toBe('◷');
    expect(statusIcon('in_progress')).toBe('⚙\uFE0E');
    expect(statusIcon('done')).toBe('✓');
    expect(statusIcon('blocked')).toBe('?');
    expect(statusLabel('blocked')).toBe('Unknown status');
  });
});
