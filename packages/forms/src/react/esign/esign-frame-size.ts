// The embedded form frame is 800x1132 px; narrower screens scale it to fit. On their own so that
// a host can reserve the frame's box while the frame's code loads, without loading it.
export const ESIGN_FRAME_WIDTH = 800;
export const ESIGN_FRAME_HEIGHT = 1132;
