import type { WeightClass } from '../infra/lib/function-entries.ts';
import type { ApiFigures } from './api/api-bench.ts';
import type { CheckinFigures } from './checkins/checkin-sim.ts';
import type { Contributor } from './size/bundles.ts';
import type { ImportSizeFigures } from './size/import-size.ts';
import type { LoginStormFigures } from './api/login-storm.ts';
import type { PageScores } from './size/lighthouse.ts';
import type { PlannerTiming } from './planner/planner.ts';
import type { WebSizes } from './size/web-size.ts';

export interface TargetCheck {
  target: string;
  figure: string;
  limit: string;
  met: boolean;
  /** For the bundle targets: which ones miss it. */
  over?: string[];
}

export interface Machine {
  date: string;
  nproc: number;
  cpu: string;
  node: string;
  platform: string;
  /** 1-minute load average at the start and the end: the machine is shared, and timings move with it. */
  load_average: number[];
}

export type BundleFigures =
  | {
    weight: WeightClass;
    /** Every file of code the function ships; start_kb is what a cold start reads of it (bench/size/bundles.ts). */
    min_kb: number;
    gz_kb: number;
    start_kb: number;
    /** Median import CPU, the bare client's sampled in turn with it, and their ratio (bench/budgets.ts). */
    import_cpu_ms: number;
    bare_cpu_ms: number;
    import_ratio: number;
    heaviest: Contributor[];
  }
  | { weight: WeightClass; error: string };

export interface LighthouseFigures {
  landing: PageScores;
  login: PageScores;
}

/** The JSON the bench writes: every figure of docs/performance.md, and a few more to read them by. */
export type BenchResult = Partial<ApiFigures> & {
  machine: Machine;
  seed?: { goals: number; items_per_goal: number; reflections: number };
  bundles?: Record<string, BundleFigures>;
  /** The bare DynamoDB client the bundles' imports are measured against, its sizes counted as a function's. */
  bare_client?: { min_kb: number; gz_kb: number; start_kb: number; import_cpu_ms: number };
  web?: WebSizes;
  /** As the local server serves the site (no compression). */
  lighthouse?: LighthouseFigures;
  /** Through a gzip front, as CloudFront serves it. */
  lighthouse_gzip?: LighthouseFigures;
  planner?: PlannerTiming;
  checkins?: CheckinFigures;
  /** Signed-in requests while many logins run at once. */
  login_storm?: LoginStormFigures;
  import_size?: ImportSizeFigures;
  targets?: TargetCheck[];
  errors: string[];
};
