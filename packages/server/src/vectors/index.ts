export type * from './vector-store.ts';
export {
  createVectorStoreFactory,
  type ClosableVectorStoreFactory,
  type VectorStoreFactoryOptions,
} from './vector-store-factory.ts';
