// Every bound on what a user may send, in one place: checked by the schemas on the server and
// mirrored by the forms.
export const LIMITS = {
  name: { min: 1, max: 100 },
  email: { max: 254 },
  password: { min: 8, max: 128 },
  goalText: { min: 1, max: 2000 },
  title: { min: 1, max: 200 },
  description: { max: 5000 },
  reflection: { min: 1, max: 5000 },
  breakdownItems: { min: 1, max: 12 },
  microtaskSteps: { min: 2, max: 8 },
  detail: { min: 1, max: 5, default: 3 },
  /**
   * Questions before a plan: at most three, each with 2 to 5 short choices, and the longest id,
   * question and choice a planner may write; an answer, and each half of the if-then plan made
   * from one, are 1 to `said` characters.
   */
  questions: { max: 3, choices: [2, 5], id: 40, text: 200, choice: 60, said: 200 },
  biteMinutes: { min: 1, max: 120 },
  repeatTimes: { min: 1, max: 366 },
  /** How many times a habit is done in one period ("3 times a week"). */
  perPeriod: { min: 1, max: 7 },
  pageSize: { max: 100, default: 50 },
  /** Ids in paths and bodies: a goal's ULID with its keys is far shorter. */
  id: { max: 200 },
  /** The reflections page cursor, an opaque key the server handed out. */
  cursor: { max: 1000 },
  /** A device token the server issued (about 300 characters). */
  deviceToken: { max: 1000 },
  /** An IANA time zone name (the longest is about 30 characters). */
  timeZone: { max: 64 },
  /** A calendar feed's file name in its URL: a 43-character token and ".ics". */
  calendarFile: { max: 100 },
  bodyBytes: 64 * 1024,
  /**
   * POST /users/me/import alone takes a whole export file, as large as commits within half the
   * import function's timeout (measured: docs/performance.md, "Import size").
   */
  importBytes: 1024 * 1024,
  importReflections: 10_000,
} as const;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * What one caller may do, and how much work one server takes on at once: the bounds that keep
 * Cakewalk standing under attack (docs/security.md). Windows are in seconds.
 */
export const ABUSE_LIMITS = {
  /**
   * Failed password checks (logins, and the password a signed-in change or deletion asks for):
   * for one email from one client address, for one email from all of them, and from one address
   * whatever the email (so made-up emails are bounded too). A browser that holds a device token
   * for the email skips all three and is counted on its own, `perDevice`, and with every other
   * device of that email, `allDevices` an hour, so gathering many device tokens buys no guesses.
   * The password a signed-in change or deletion asks for is counted per account and per account
   * and address, never per address alone, so one account's guesses never refuse another's.
   */
  login: { perEmailAndAddress: 10, perEmail: 50, perAddress: 20, perDevice: 10, windowSeconds: 15 * MINUTE, allDevices: { max: 30, windowSeconds: HOUR } },
  /** Accounts made from one client address. */
  register: { perAddress: 20, windowSeconds: HOUR },
  goalsPerUser: 100,
  /** Reflections one account keeps, those an import brings included. */
  reflectionsPerUser: 10_000,
  /** AI breakdowns (of a goal or of a bite) by one user. */
  aiBreakdowns: { perUser: 30, windowSeconds: HOUR },
  /** Telegram link codes one user asks for while they live (15 minutes), so at most this many are live at once. */
  telegramLinkCodes: { perUser: 5, windowSeconds: 15 * MINUTE },
  /**
   * Questions and plans asked for on the landing page, before any account, from one client
   * address: a try is a question round and a plan, so about ten tries an hour.
   */
  tryPlans: { perAddress: 20, windowSeconds: HOUR },
  /**
   * Password hashes (scrypt, 128 MiB and ~0.4 s of one core each) running at once in one
   * process, and waiting. One at a time leaves libuv's other threads to storage and files, and
   * a core to the event loop; a Lambda container serves one request at a time anyway. 50
   * waiting is about 20 s of work: later ones get 503 rather than wait longer. The checks of one
   * client address take their turns one at a time, `perAddress` at most waiting (more get 429 at
   * once), so a flood from one client never makes everyone else's sign-in wait behind it.
   */
  passwordHashing: { concurrency: 1, queue: 50, perAddress: 10 },
  /** The local server's cache of authorizer answers (API Gateway keeps its own in the cloud). */
  authCache: { entries: 1000, keyBytes: 1024 * 1024 },
  /** Telegram's own bound on a deep link's start parameter: 1-64 of A-Z, a-z, 0-9, _ and -. */
  telegramStartPayload: { max: 64 },
} as const;

/** A size as a person reads it: 64 KB, 1 MB. */
export function sizeInWords(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}
