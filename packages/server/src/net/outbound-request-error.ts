/** A request refused or failed by the outbound guard, with a message for the person who wrote it. */
export class OutboundRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundRequestError';
  }
}
