import { describeFlowUsage } from '@loomflow/core';
import type { FlowUsage } from '@loomflow/core';

/**
 * The confirm text for deleting an item: which flows use it (asked from the server first), or the plain
 * question when none does or the question cannot be answered.
 */
export async function deletionWarning(
  usage: () => Promise<FlowUsage>,
  plain: string,
  consequence: string,
): Promise<string> {
  try {
    const used = describeFlowUsage(await usage());
    return used ? `${used} ${consequence} Delete it anyway?` : plain;
  } catch {
    return plain;
  }
}
