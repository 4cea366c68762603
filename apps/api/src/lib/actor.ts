/** Who makes a change: a signed-in user (id and username), or the command line (id null). Recorded in the audit trail. */
export interface Actor {
  id: number | null;
  username: string;
}
