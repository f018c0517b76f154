/** `task` of each item, at most `concurrency` at a time; the results in the items' order. */
export async function inParallel<T, R>(items: T[], concurrency: number, task: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await task(items[i] as T);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}
