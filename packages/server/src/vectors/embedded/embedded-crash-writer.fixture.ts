// Child process for the crash test: commits generation after generation, each replacing the previous one
// (same ids deleted, new ids written), and reports every commit on stdout until it is killed.
import { seededVectors } from '../vector-store.contract-data.ts';
import { EmbeddedCollection } from './embedded-collection.ts';

const [folder, sizeText] = process.argv.slice(2);
if (!folder) throw new Error('usage: embedded-crash-writer.fixture.ts <folder> <records per generation>');
const size = Number(sizeText ?? '2000');
const dimensions = 64;
const collection = await EmbeddedCollection.open(folder, dimensions);
const vectors = seededVectors(size, dimensions, 11);
for (let generation = 1; ; generation += 1) {
  const batch = await collection.beginWrite();
  await batch.delete(vectors.map((_, index) => `g${generation - 1}-${index}`));
  await batch.upsert(
    vectors.map((vector, index) => ({
      id: `g${generation}-${index}`,
      vector,
      content: `g${generation}`,
      metadata: {},
    })),
  );
  await batch.commit();
  process.stdout.write(`committed ${generation}\n`);
}
