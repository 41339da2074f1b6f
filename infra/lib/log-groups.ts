// Every log group Cakewalk creates itself: each function's own group and the API's access logs.
//
// All are operational logs: kept a month, and removed with their stack (DESTROY) rather than
// retained. The API and jobs stacks hold no state and are meant to be torn down and redeployed
// freely; a retained group would outlive its stack as an orphan that nobody deletes and that is
// still billed for storage. What must survive a teardown (the table, with point-in-time recovery)
// lives in the data stack. One helper, so the two kinds of group cannot drift apart again.

import { RemovalPolicy } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

export function operationalLogGroup(scope: Construct, id: string): LogGroup {
  return new LogGroup(scope, id, { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
}
