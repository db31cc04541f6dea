/** What the server lends the chat model builders. */
export interface ChatModelBuildOptions {
  /**
   * Checks an address a user typed (base path, Ollama URL) before a model talks to it; throws with the
   * reason when it is refused (the server's SSRF policy). Models then call it with the process's `fetch`.
   */
  checkBaseUrl(url: string, label: string): Promise<void>;
}
