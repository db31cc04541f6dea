/** Tables of migration 0018 (enterprise outbound access); part of `Database` in schema.ts. */

/** One allowed host name, `*.suffix`, IP address or CIDR range of the instance. */
export interface OutboundAccessEntryTable {
  id: string;
  /** Lower case, IPv6 without brackets; unique. */
  entry: string;
  note: string | null;
  /** The administrator who added it (null once the account is deleted). */
  createdBy: string | null;
  createdByEmail: string;
  createdDate: string;
}

/** The audit log: one row per addition or removal. */
export interface OutboundAccessChangeTable {
  id: string;
  /** added | removed */
  action: string;
  entry: string;
  note: string | null;
  userId: string | null;
  email: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdDate: string;
}
