/** What the server lends the chat model builders. */
export interface ChatModelBuildOptions {
  /**
   * Checks an address a user typed (base path, Ollama URL) before a model talks to it; throws with the
   * reason when it is refused (the server's SSRF policy), so the person reads why before any request.
   */
  checkBaseUrl(url: string, label: string): Promise<void>;
  /**
   * The fetch model SDKs talk through: the server's, whose every connection (each redirect hop too) passes the
   * model address policy, pinned to the address it checked. The process's `fetch` when absent (tests).
   */
  readonly fetch?: typeof fetch;
}
