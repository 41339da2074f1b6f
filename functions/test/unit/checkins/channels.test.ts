import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../../src/core/checkins/channels/channel-list.ts';
import { OUTBOXES } from '../../../src/core/checkins/channels/outbox-list.ts';
import { CHECKIN_CHANNELS } from '../../../src/metric-names.ts';

// A check-in channel is a unit (ARCHITECTURE.md, "Check-ins on every channel"): a folder under
// core/checkins/channels/ and one line in the channel list. These hold the few places that must
// agree with that list: the folders, the tick's outboxes and the names the alarms watch.

const folder = new URL('../../../src/core/checkins/channels/', import.meta.url);

describe('check-in channels', () => {
  it('are each one folder, listed once', () => {
    const folders = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(CHANNELS.map((channel) => channel.name).sort()).toEqual(folders.sort());
  });

  it('are the channels the metrics and their alarms name', () => {
    expect(CHANNELS.map((channel) => channel.name).sort()).toEqual([...CHECKIN_CHANNELS].sort());
  });

  it("leave the tick every channel's outbox, and only those", () => {
    expect(OUTBOXES).toEqual(CHANNELS.flatMap((channel) => (channel.retry ? [channel.retry.outbox] : [])));
  });
});
