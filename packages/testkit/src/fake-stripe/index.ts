export { startFakeStripe } from './fake-stripe.server.ts';
export { parseStripeForm } from './form-body.parser.ts';
export type {
  FakeStripe,
  FakeStripeCatalog,
  FakeStripeOptions,
  RecordedStripeRequest,
  StripeCard,
  StripeCustomer,
  StripeErrorBody,
  StripeInvoice,
  StripeSubscription,
} from './fake-stripe.types.ts';
