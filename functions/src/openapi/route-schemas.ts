// What each route of the route table takes and answers, for the OpenAPI document
// (GET /openapi.json). Keyed by route id with `satisfies Record<RouteId, ...>`, so a route added
// to the table without an entry here fails the type check.

import type { RouteId } from '@cakewalk/shared/routes.ts';
import {
  CalendarFeed,
  CalendarFileParams,
  ChangePasswordBody,
  DeleteAccountBody,
  ImportResult,
  LinkedDevices,
  TokenResponse,
} from '@cakewalk/shared/schemas/account/account.ts';
import { ExportFile, ExportQuery } from '@cakewalk/shared/schemas/account/export-file.ts';
import { Breakdown, MicrotaskBreakdownBody } from '@cakewalk/shared/schemas/breakdown.ts';
import { GoalBreakdownBody, GoalQuestions, GoalQuestionsBody } from '@cakewalk/shared/schemas/goal-questions.ts';
import { Checkin, CheckinQuery, CheckinReplyBody, CheckinReplyResult, WayForwardBody, WayForwardResult } from '@cakewalk/shared/schemas/checkin.ts';
import { Ok, UserIdQuery } from '@cakewalk/shared/schemas/common.ts';
import { CheckinParams, GoalParams, MicrotaskParams, PushIdParams, ReflectionParams, UserParams } from '@cakewalk/shared/schemas/ids.ts';
import { LIMITS, sizeInWords } from '@cakewalk/shared/schemas/limits.ts';
import {
  CreateGoalBody,
  Dashboard,
  Goal,
  GoalSummary,
  MicrotaskBreakdownResult,
  StatusBody,
  UpdateGoalBody,
  PlanBody,
  RestBody,
  StatusResult,
} from '@cakewalk/shared/schemas/goal.ts';
import { CreateReflectionBody, Reflection, ReflectionQuery, UpdateReflectionBody } from '@cakewalk/shared/schemas/reflection.ts';
import {
  ConfirmationSent, EmailConfirmBody, PasswordResetBody, PasswordResetConfirmBody, UnsubscribeParams, Unsubscribed,
} from '@cakewalk/shared/schemas/channels/mail.ts';
import { PushKey, PushSubscribed, PushSubscriptionBody, PushTestResult } from '@cakewalk/shared/schemas/channels/push.ts';
import { ChannelsAvailable } from '@cakewalk/shared/schemas/channels/available.ts';
import { DueMoveBody, DueMoveResult, PauseBody, PauseResult, ProgressPage, ProgressQuery } from '@cakewalk/shared/schemas/progress.ts';
import { Settings, SettingsBody } from '@cakewalk/shared/schemas/settings.ts';
import { TelegramLink, TelegramUpdate } from '@cakewalk/shared/schemas/channels/telegram.ts';
import { AuthResponse, LoginBody, RegisterBody, User } from '@cakewalk/shared/schemas/account/user.ts';
import * as z from 'zod/mini';

export interface RouteSchemas {
  summary: string;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  /** The success answer: its status, its JSON schema, and the media types of any other forms. */
  success: { status: 200 | 201; schema?: z.ZodMiniType; otherMedia?: readonly string[] };
  /** Failure statuses this route answers besides the ones every route may give. */
  errors?: readonly number[];
}

export const ROUTE_SCHEMAS = {
  'register': { summary: 'Create an account', body: RegisterBody, success: { status: 201, schema: AuthResponse }, errors: [409, 429] },
  'login': { summary: 'Sign in', body: LoginBody, success: { status: 200, schema: AuthResponse }, errors: [429] },
  'get-me': { summary: 'The signed-in user', success: { status: 200, schema: User } },
  'get-dashboard': { summary: 'Every goal as a whole tree', params: UserParams, success: { status: 200, schema: Dashboard }, errors: [403, 404] },
  'list-goals': { summary: 'Goal titles and statuses, for filters', query: UserIdQuery, success: { status: 200, schema: z.array(GoalSummary) }, errors: [403] },
  'create-goal': { summary: 'Save a goal tree', body: CreateGoalBody, success: { status: 201, schema: Goal }, errors: [403] },
  'get-goal': { summary: 'One goal', params: GoalParams, success: { status: 200, schema: Goal }, errors: [404] },
  'update-goal': { summary: 'Change a goal\'s title, description and due date', params: GoalParams, body: UpdateGoalBody, success: { status: 200, schema: Goal }, errors: [404] },
  'update-plan': { summary: 'Save an edited plan (add, rename, delete, reorder) over the version edited', params: GoalParams, body: PlanBody, success: { status: 200, schema: Goal }, errors: [400, 404, 409] },
  'rest-goal': { summary: '"Not today": rest the goal\'s next bite and its daily check-in until tomorrow where the person is, or (resting false) bring it back now', params: GoalParams, body: RestBody, success: { status: 200, schema: Goal }, errors: [404] },
  'delete-goal': { summary: 'Delete a goal and everything under it', params: GoalParams, success: { status: 200, schema: Ok }, errors: [404] },
  'update-microtask-status': { summary: 'Set a bite\'s status', params: MicrotaskParams, body: StatusBody, success: { status: 200, schema: StatusResult }, errors: [404] },
  'breakdown-microtask': { summary: 'Replace a bite, in place, with smaller ones', body: MicrotaskBreakdownBody, success: { status: 200, schema: MicrotaskBreakdownResult }, errors: [404, 429, 502] },
  'breakdown-goal': { summary: 'Break a goal described in words into a plan, shaped by any answers to the questions', body: GoalBreakdownBody, success: { status: 200, schema: Breakdown }, errors: [429, 502] },
  'goal-questions': { summary: 'Zero to three questions about what the goal leaves out, each with choices', body: GoalQuestionsBody, success: { status: 200, schema: GoalQuestions }, errors: [429, 502] },
  'try-goal-questions': { summary: 'The questions about a goal, for a visitor without an account (counted per client address; nothing stored)', body: GoalQuestionsBody, success: { status: 200, schema: GoalQuestions }, errors: [429, 502] },
  'try-goal-breakdown': { summary: 'A plan for a goal, for a visitor without an account (counted per client address; nothing stored)', body: GoalBreakdownBody, success: { status: 200, schema: Breakdown }, errors: [429, 502] },
  'list-reflections': { summary: 'Reflections, filtered and paged (next page cursor in x-next-cursor)', query: ReflectionQuery, success: { status: 200, schema: z.array(Reflection) }, errors: [403] },
  'create-reflection': { summary: 'Write a reflection', body: CreateReflectionBody, success: { status: 201, schema: Reflection }, errors: [404] },
  'update-reflection': { summary: "Change a reflection's words", params: ReflectionParams, body: UpdateReflectionBody, success: { status: 200, schema: Reflection }, errors: [404] },
  'delete-reflection': { summary: 'Delete a reflection', params: ReflectionParams, success: { status: 200, schema: Ok }, errors: [404] },
  'get-settings': { summary: 'Check-in settings', success: { status: 200, schema: Settings } },
  'update-settings': { summary: 'Change check-in settings', body: SettingsBody, success: { status: 200, schema: Settings } },
  'list-checkins': { summary: 'Check-ins, newest first', query: CheckinQuery, success: { status: 200, schema: z.array(Checkin) }, errors: [403] },
  'reply-checkin': { summary: 'Answer a check-in: kept as a reflection, and acted on (done, smaller, snoozed)', params: CheckinParams, body: CheckinReplyBody, success: { status: 201, schema: CheckinReplyResult }, errors: [404] },
  'choose-way-forward': { summary: "Take a way forward offered by a stalled goal's check-in: a smaller step, a due date a week later, or a pause of a week", params: CheckinParams, body: WayForwardBody, success: { status: 200, schema: WayForwardResult }, errors: [404] },
  'unlink-telegram': { summary: 'Unlink the Telegram chat (nothing to do when none is linked)', success: { status: 200, schema: Ok } },
  'create-telegram-link': { summary: 'A one-time code and deep link to connect the Telegram bot', success: { status: 201, schema: TelegramLink } },
  'telegram-webhook': { summary: 'Telegram updates (needs the secret-token header)', body: TelegramUpdate, success: { status: 200, schema: Ok } },
  'change-password': { summary: 'Change the password: a fresh token, and every older token stops working', body: ChangePasswordBody, success: { status: 200, schema: TokenResponse }, errors: [403] },
  'sign-out-everywhere': { summary: 'Sign out everywhere: every token issued before, this one too, stops working', success: { status: 200, schema: Ok } },
  'delete-account': { summary: 'Delete the account and everything in it', body: DeleteAccountBody, success: { status: 200, schema: Ok }, errors: [403] },
  'export-account': { summary: 'Everything of the account as a download (JSON, or ?format=csv: one row per bite)', query: ExportQuery, success: { status: 200, schema: ExportFile, otherMedia: ['text/csv'] } },
  'import-account': { summary: `Add an export's goals and reflections as new items, all or nothing (up to ${sizeInWords(LIMITS.importBytes)})`, body: ExportFile, success: { status: 201, schema: ImportResult } },
  'create-calendar-feed': { summary: 'A new secret calendar feed URL; the previous one stops working', success: { status: 200, schema: CalendarFeed } },
  'list-devices': { summary: 'The linked Telegram chat and each device that gets notifications', success: { status: 200, schema: LinkedDevices } },
  'revoke-calendar-feed': { summary: 'Turn the calendar feed off', success: { status: 200, schema: Ok } },
  'get-calendar-feed': { summary: 'The calendar feed (RFC 5545): due dates and today\'s bites; {file} is <token>.ics', params: CalendarFileParams, success: { status: 200, otherMedia: ['text/calendar'] }, errors: [404] },
  'get-progress': { summary: 'Progress over time: each habit\'s runs and 26-week heatmap, each goal\'s road, this week, the week\'s figures, and the lines Today says (welcome back, a due date a pause moved, a fresh start)', query: ProgressQuery, success: { status: 200, schema: ProgressPage } },
  'pause-goal': { summary: 'Pause a goal for some days: no check-ins or Today rows, pace and runs frozen, the due date moved by the days paused', params: GoalParams, body: PauseBody, success: { status: 200, schema: PauseResult }, errors: [404] },
  'resume-goal': { summary: 'End a goal\'s pause today: the due date moves by the days it was paused', params: GoalParams, success: { status: 200, schema: PauseResult }, errors: [404] },
  'settle-due-move': { summary: 'Settle a due date a pause moved: keep it (said once), or undo to the old date', params: GoalParams, body: DueMoveBody, success: { status: 200, schema: DueMoveResult }, errors: [404] },
  'get-openapi': { summary: 'This document', success: { status: 200, otherMedia: ['application/json'] } },
  'get-push-key': { summary: "The server's VAPID public key (base64url), for the browser's pushManager.subscribe", success: { status: 200, schema: PushKey }, errors: [503] },
  'get-channels': { summary: 'The ways of reaching a person this server offers, for pages before sign-in: whether a Telegram bot can be linked', success: { status: 200, schema: ChannelsAvailable } },
  'subscribe-push': { summary: "Keep a browser's push subscription (at most 10); the endpoint must be https on a known push service", body: PushSubscriptionBody, success: { status: 201, schema: PushSubscribed } },
  'unsubscribe-push': { summary: 'Forget a push subscription (again: nothing to do)', params: PushIdParams, success: { status: 200, schema: Ok }, errors: [404] },
  'send-test-push': { summary: 'A test notification to every device with notifications on', success: { status: 200, schema: PushTestResult } },
  'request-password-reset': { summary: 'Email a password reset link (the same answer for every address)', body: PasswordResetBody, success: { status: 200, schema: Ok }, errors: [429, 503] },
  'confirm-password-reset': { summary: 'Choose a new password with a reset link: signed in, every other session ends', body: PasswordResetConfirmBody, success: { status: 200, schema: TokenResponse } },
  'send-email-confirmation': { summary: 'Email a link that confirms the address; a local run also says where it wrote the email', success: { status: 200, schema: ConfirmationSent }, errors: [429, 503] },
  'confirm-email': { summary: 'Confirm the address with the emailed link', body: EmailConfirmBody, success: { status: 200, schema: Ok } },
  'unsubscribe-email': { summary: 'One-click unsubscribe (RFC 8058) from a kind of check-in email; no sign-in, the token is signed', params: UnsubscribeParams, success: { status: 200, schema: Unsubscribed } },
} as const satisfies Record<RouteId, RouteSchemas>;
