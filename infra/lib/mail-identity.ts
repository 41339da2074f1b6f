// Who Cakewalk's emails come from, and what SES may send as: the From address of MAIL_FROM
// (`Cakewalk <coach@example.com>`). SES checks a send against the identity it is verified under,
// the address itself or its domain, so the grant names both and nothing wider.

import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export class MailIdentity {
  readonly from: string;
  readonly address: string;

  constructor(from: string) {
    const address = (/<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from)?.[1] ?? from).trim();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) throw new Error(`mailFrom must be an email address, optionally with a name: "Cakewalk <coach@example.com>"; got "${from}"`);
    this.from = from;
    this.address = address;
  }

  get domain(): string {
    return this.address.slice(this.address.indexOf('@') + 1);
  }

  /** The SES identities, in the stack's account and region, that sending as this address needs. */
  identityArns(scope: IConstruct): string[] {
    const stack = Stack.of(scope);
    return [this.address, this.domain].map((identity) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }));
  }
}
