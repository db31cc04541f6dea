// Data declared by Flowise 3.x for this node type (names, parameter names, types), kept compatible.
import { defineNode } from '../../define-node.ts';
import { inputModerationAnchor } from '../../chains/chain.params.ts';
import { AGENT_CATEGORY } from '../agent.params.ts';

/** The load method listing the workspace's OpenAI / Azure assistants (Assistants screen rows). */
export const LIST_ASSISTANTS = 'listAssistants';

/**
 * OpenAI Assistant (Agents): the question goes to an OpenAI / Azure OpenAI assistant of the workspace, in one
 * provider thread per chat session; the connected tools are the run's functions, run by Loomflow.
 */
export const openAIAssistant = defineNode({
  label: 'OpenAI Assistant',
  name: 'openAIAssistant',
  version: 4,
  type: 'OpenAIAssistant',
  category: AGENT_CATEGORY,
  description: 'An agent that uses OpenAI Assistant API to pick the tool and args to call',
  baseClasses: ['OpenAIAssistant'],
  loadMethods: [LIST_ASSISTANTS],
  inputs: [
    {
      label: 'Select Assistant',
      name: 'selectedAssistant',
      type: 'asyncOptions',
      loadMethod: LIST_ASSISTANTS,
    },
    { label: 'Allowed Tools', name: 'tools', type: 'Tool', list: true, optional: true },
    inputModerationAnchor,
    {
      label: 'Disable File Download',
      name: 'disableFileDownload',
      type: 'boolean',
      description:
        'Messages can contain text, images, or files. In some cases, you may want to prevent others from downloading the files. Learn more from OpenAI File Annotation <a target="_blank" href="https://platform.openai.com/docs/assistants/how-it-works/managing-threads-and-messages">docs</a>',
      optional: true,
      additionalParams: true,
    },
  ],
});
