import type { Locator, Page } from 'playwright-core';

/** Drags a node type from the palette (which must be open) onto the canvas at a point of the canvas. */
export async function dropNode(page: Page, name: string, x: number, y: number): Promise<void> {
  const palette = page.getByTestId('node-palette');
  await palette.getByLabel('Search nodes').fill(name);
  await page.getByTestId(`palette-${name}`).dragTo(page.locator('.react-flow__pane'), {
    targetPosition: { x, y },
  });
}

/** Draws a connection from a node's (first or given) output handle to a node's input handle. */
export async function connect(page: Page, source: string, target: string, outputIndex = 0): Promise<void> {
  const from = page
    .locator(`.react-flow__node[data-id="${source}"] .react-flow__handle.source`)
    .nth(outputIndex);
  const to = page.locator(`.react-flow__node[data-id="${target}"] .react-flow__handle.target`).first();
  await from.hover();
  await page.mouse.down();
  const box = await to.boundingBox();
  if (!box) throw new Error(`no input handle on ${target}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** The saved flowData of a flow (`GET /api/v1/chatflows/{id}`), parsed, as the page's signed-in user sees it. */
export async function savedFlowData(page: Page, id: string): Promise<unknown> {
  const answer = await page.request.get(`/api/v1/chatflows/${id}`, {
    headers: { 'x-request-from': 'internal' },
  });
  const body: unknown = await answer.json();
  const flow = body as { flowData: string };
  return JSON.parse(flow.flowData);
}

/** Draws a connection from a node's output handle to one named input anchor (`<node>-input-<name>-<type>`). */
export async function connectToAnchor(page: Page, source: string, targetHandleId: string): Promise<void> {
  const from = page.locator(`.react-flow__node[data-id="${source}"] .react-flow__handle.source`).first();
  const to = page.locator(`.react-flow__handle.target[data-handleid="${targetHandleId}"]`);
  await from.hover();
  await page.mouse.down();
  const box = await to.boundingBox();
  if (!box) throw new Error(`no input handle ${targetHandleId}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** Draws a connection from a node's (first or given) output handle to one of its inputs, by the input's name. */
export async function connectToInput(
  page: Page,
  source: string,
  target: string,
  inputName: string,
  outputIndex = 0,
): Promise<void> {
  const from = page
    .locator(`.react-flow__node[data-id="${source}"] .react-flow__handle.source`)
    .nth(outputIndex);
  const to = page.locator(`.react-flow__handle.target[data-handleid^="${target}-input-${inputName}-"]`);
  await from.hover();
  await page.mouse.down();
  const box = await to.boundingBox();
  if (!box) throw new Error(`no input ${inputName} on ${target}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** A node on the canvas, by its id. */
export function canvasNode(page: Page, nodeId: string): Locator {
  return page.locator(`.react-flow__node[data-id="${nodeId}"]`);
}

/** Opens a canvas node's dialog (double click) and returns it. */
export async function openNodeDialog(page: Page, nodeId: string): Promise<Locator> {
  await canvasNode(page, nodeId).dblclick({ position: { x: 40, y: 16 } });
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

/** Closes a node dialog with its Close button and waits until it is gone. */
export async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}
