/** The share page (spec section 2, `share`): the player's invite link and who came through it. */

/** One player who arrived with the caller's invite id; the name is masked (never the phone). */
export interface InviteFriend {
  name: string;
  /** Registered with a verified phone (a member), not only a visitor. */
  registered: boolean;
  createTime: string;
  registerTime: string | null;
}

/** `/invite/stats`: the caller's invite id and the players attributed to it (tourist start and registration). */
export interface InviteStats {
  uuid: string;
  /** Everyone who arrived with the link (visitors included). */
  invited: number;
  /** Of those, registered with a verified phone. */
  registered: number;
  /** The latest 20, newest first. */
  recent: InviteFriend[];
}
