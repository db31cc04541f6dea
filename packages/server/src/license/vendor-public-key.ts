/**
 * The Ed25519 public key that verifies Loomflow Enterprise licenses (SPKI, PEM). `LICENSE_PUBLIC_KEY`
 * replaces it (tests, or a vendor that signs with its own key).
 */
export const VENDOR_LICENSE_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAQVcHljhVOnhgeCgITv723gj1mSXuZ6oy16IlzkxxjAk=
-----END PUBLIC KEY-----
`;
