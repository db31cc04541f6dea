/** How deep flows may call flows in one request (Execute Flow, flows as tools). */
export const MAX_FLOW_CALL_DEPTH = 5;
