import type { Checkin } from '@cakewalk/shared/schemas/checkin.ts';
import { listCheckinItems, toCheckin } from '../../data/checkins/checkins.ts';

/** The person's latest check-ins, newest first. */
export async function listCheckins(userId: string, limit: number): Promise<Checkin[]> {
  return (await listCheckinItems(userId, limit)).map(toCheckin);
}
