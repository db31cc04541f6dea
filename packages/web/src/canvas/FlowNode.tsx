import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { nodeIconUrl } from '../api/nodes.api.ts';
import './canvas-nodes.css';
import type { EditorNode } from './flow-conversion.ts';
import { OutputHandles, TargetHandle } from './NodeHandles.tsx';
import { NodeToolbarButtons } from './NodeToolbarButtons.tsx';
import { ReadOnlyNodeContext, useNotRunnableMessage } from './runnable-nodes.ts';
import { inputParamsOf } from './params/input-param.ts';
import { ParamList } from './params/ParamList.tsx';
import { useFlowEditor } from './useFlowEditor.ts';
import { useNodeProblems } from './validation/FlowProblemsContext.ts';
import { NodeProblems } from './validation/NodeProblems.tsx';

/**
 * A node of an agentflow (compact, one input handle) or of a chatflow (anchors and basic parameters inline).
 * Plain elements with the classes of canvas-nodes.css: a big flow draws hundreds of these at once.
 */
function FlowNodeView({ id, data, selected, type }: NodeProps<EditorNode>) {
  const edit = useFlowEditor((state) => state.setEditingNodeId);
  const isAgentflow = type === 'agentFlow' || type === 'iteration';
  const label = data.label ?? data.name;
  const status =
    data.status === 'FINISHED' || data.status === 'ERROR' || data.status === 'INPROGRESS'
      ? data.status
      : undefined;
  const problems = useNodeProblems(id);
  const notRunnable = useNotRunnableMessage(data.name, label);
  const classes = ['lf-node', isAgentflow ? 'lf-node--agent' : 'lf-node--chat'];
  if (selected) classes.push('lf-node--selected');
  // A node the last check found problems on is outlined red (over its own colour).
  if (problems.length > 0) classes.push('lf-node--problem');
  if (notRunnable !== undefined) classes.push('lf-node--not-runnable');
  const ownColour = !selected && problems.length === 0 && data.color !== undefined;
  return (
    <div
      data-testid={`node-${id}`}
      className={classes.join(' ')}
      style={ownColour ? { borderColor: data.color } : undefined}
      onDoubleClick={() => {
        edit(id);
      }}
    >
      {/* The toolbar only shows on a selected node: unselected nodes do not mount it at all. */}
      {selected ? <NodeToolbarButtons nodeId={id} label={label} /> : null}
      {isAgentflow && !data.hideInput ? <TargetHandle id={id} /> : null}
      <div className="lf-node__header">
        <img
          className="lf-node__icon"
          src={nodeIconUrl(data.name)}
          alt=""
          loading="lazy"
          style={data.color === undefined ? undefined : { background: data.color }}
        />
        <span className="lf-node__label">{label}</span>
        {status ? <span className={`lf-node__status lf-node__status--${status}`}>{status}</span> : null}
        {notRunnable !== undefined ? <span className="lf-node__not-runnable">Not runnable here</span> : null}
      </div>
      {notRunnable !== undefined ? (
        <span className="lf-node__not-runnable-message" role="note">
          {notRunnable}
        </span>
      ) : null}
      {data.error ? <span className="lf-node__error">{data.error}</span> : null}
      <NodeProblems issues={problems} />
      {isAgentflow ? null : (
        <div className="lf-node__body">
          {(data.inputAnchors ?? []).map((anchor) => (
            <div key={anchor.id ?? anchor.name} className="lf-node__anchor">
              {anchor.id ? <TargetHandle id={anchor.id} top="50%" /> : null}
              {anchor.label ?? anchor.name}
              {anchor.optional === true ? '' : ' *'}
            </div>
          ))}
          {notRunnable !== undefined ? (
            // Shown, not edited: a disabled fieldset disables every field inside.
            <fieldset disabled className="lf-node__read-only">
              <ReadOnlyNodeContext.Provider value>
                <ParamList nodeId={id} data={data} which="basic" />
              </ReadOnlyNodeContext.Provider>
            </fieldset>
          ) : (
            <ParamList nodeId={id} data={data} which="basic" />
          )}
          {/* As Flowise: the parameters marked additionalParams are edited in a dialog this button opens. */}
          {inputParamsOf(data.inputParams).some((param) => param.additionalParams === true) ? (
            <button
              type="button"
              className="lf-node__more nodrag"
              onClick={() => {
                edit(id);
              }}
            >
              Additional Parameters
            </button>
          ) : null}
        </div>
      )}
      <OutputHandles data={data} showLabels={isAgentflow} />
    </div>
  );
}

export const FlowNode = memo(FlowNodeView);
