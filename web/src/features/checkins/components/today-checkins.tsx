// What Today shows of the check-ins, as one chunk loaded beside them after the first paint: the
// coach line on top and the answers on a bite's row.
export { CoachLine } from './coach-line.tsx';
export { CheckinOnRow } from './checkin-on-row.tsx';
