import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKIN_CAPACITY } from '@cakewalk/shared/checkin-capacity.ts';
import { dueMinute, dueShard } from '../../../src/data/keys.ts';
import { dueItem } from '../../../src/data/checkins/schedule.ts';

describe('due items', () => {
  it('spread 1,600 users evenly over the shards: each holds within 30% of its share', () => {
    const counts = new Array<number>(CHECKIN_CAPACITY.dueShards).fill(0);
    for (let index = 0; index < 1600; index++) counts[dueShard(`01JD${String(index).padStart(22, '0')}`)]!++;
    const share = 1600 / CHECKIN_CAPACITY.dueShards;
    for (const count of counts) expect(Math.abs(count - share)).toBeLessThanOrEqual(0.3 * share);
  });

  it('keep a user on one shard, and key each item by the minute it is read in and that shard', () => {
    fc.assert(fc.property(fc.uuid(), fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }), (userId, at) => {
      const item = dueItem('daily', at.toISOString(), userId);
      const shard = dueShard(userId);
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(CHECKIN_CAPACITY.dueShards);
      expect(item.pk).toBe(`DUE#${dueMinute(at.toISOString())}#${shard}`);
      expect(dueItem('weekly', at.toISOString(), userId).pk).toBe(item.pk);
    }));
  });

  it('are read in the minute they fall due, or the next whole one, never before', () => {
    expect(dueMinute('2026-03-29T07:00:00.000Z')).toBe('2026-03-29T07:00');
    expect(dueMinute('2026-03-29T07:00:00.001Z')).toBe('2026-03-29T07:01');
    expect(dueMinute('2026-12-31T23:59:30.000Z')).toBe('2027-01-01T00:00');
    fc.assert(fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }), (at) => {
      const minute = new Date(`${dueMinute(at.toISOString())}:00.000Z`).getTime();
      expect(minute).toBeGreaterThanOrEqual(at.getTime());
      expect(minute - at.getTime()).toBeLessThan(60_000);
    }));
  });
});
