export { startFakeAnthropic, type FakeAnthropic } from './fake-anthropic.ts';
export { startFakeGemini, type FakeGemini } from './fake-gemini.ts';
export { startFakeOllama, type FakeOllama } from './fake-ollama.ts';
export type { ProviderReply } from './provider-script.ts';
export type { ProviderRequest } from './loopback-server.ts';
