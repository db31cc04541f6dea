interface ImportMetaEnv {
  /** Public repository service answering the star count; empty hides the badge. */
  readonly VITE_REPOSITORY_API_URL?: string;
  /** The repository's page, opened by the star-count badge. */
  readonly VITE_REPOSITORY_URL?: string;
  /** Release-listing service answering the latest release; empty shows the server version only. */
  readonly VITE_RELEASES_API_URL?: string;
  /** Documentation site linked from the cloud side menu. */
  readonly VITE_DOCUMENTATION_URL?: string;
}
