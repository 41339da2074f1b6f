// One send, claimed on the item that records it: a state ('pending', 'sending', 'sent', ...) and,
// while sending, a lease. A sender takes a pending send, or one whose sender stopped (crashed or
// timed out) before its lease ran out; two senders can never both hold it.

/** The UpdateItem parts that take the send in attribute `state`, its lease in `lease`. */
export function takeSend(state: string, lease: string, now: Date, leaseMs: number) {
  return {
    UpdateExpression: 'SET #state = :sending, #lease = :lease',
    ConditionExpression: '#state = :pending OR (#state = :sending AND #lease < :now)',
    ExpressionAttributeNames: { '#state': state, '#lease': lease },
    ExpressionAttributeValues: {
      ':pending': 'pending',
      ':sending': 'sending',
      ':now': now.toISOString(),
      ':lease': new Date(now.getTime() + leaseMs).toISOString(),
    },
    ReturnValues: 'ALL_NEW' as const,
  };
}

/** The UpdateItem parts that record how the send ended and let its lease go. */
export function endSend(state: string, lease: string, value: string) {
  return {
    UpdateExpression: 'SET #state = :state REMOVE #lease',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#state': state, '#lease': lease },
    ExpressionAttributeValues: { ':state': value },
  };
}
