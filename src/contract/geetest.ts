/**
 * The slider check before an SMS code is sent, in geetest v4's field names
 * (docs/gateway-protocol.md#slider-check; the wire contract, page.ts).
 */

/** `GET /wps/geetest/challenge`: the pictures as plain base64 PNG, sizes in picture pixels. */
export interface GeetestChallenge {
  lot_number: string;
  pass_token: string;
  /** Issue time, epoch seconds as text. */
  gen_time: string;
  width: number;
  height: number;
  pieceWidth: number;
  pieceHeight: number;
  /** The piece's top edge; it starts at the left edge and moves along x only. */
  pieceY: number;
  background: string;
  piece: string;
}

/** The `geetest` field of the three SMS code requests once the player has solved the slider. */
export interface GeetestResult {
  lot_number: string;
  /** The piece's left edge where the player let go, in picture pixels, as decimal text. */
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}
