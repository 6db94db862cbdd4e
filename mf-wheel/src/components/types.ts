/** Presentation configuration shared by the round wheel and the grid (prizes, blocks, buttons, slots). */
export interface TPrizeFont {
  text: string;
  fontColor?: string;
  fontSize?: number;
  fontWeight?: number;
}

/** One prize's look: its background and its lines of text. */
export interface TPrizeLook {
  background: string;
  fonts: TPrizeFont[];
}

/** Decorative rings (wheel) or frames (grid) behind the prizes, outside in: padding in px and a background. */
export interface TBlock {
  padding: number;
  background: string;
}

/** The button in the middle: share of the radius (wheel) and its text; `pointer` draws the arrow. */
export interface TButtonLook {
  radius: number;
  background: string;
  pointer?: boolean;
  fonts: TPrizeFont[];
}

/** Grid: where each prize sits, as (row, col); default: the ring of the outer cells, clockwise from top-left. */
export interface TSlot {
  row: number;
  col: number;
}

export const GRID_DEFAULTS = { rows: 3, cols: 3, gutter: 5 } as const;

/** The outer ring of a rows x cols grid, clockwise from the top-left cell. */
export const ringSlots = (rows: number, cols: number): TSlot[] => {
  const slots: TSlot[] = [];
  for (let c = 0; c < cols; c++) slots.push({ row: 0, col: c });
  for (let r = 1; r < rows; r++) slots.push({ row: r, col: cols - 1 });
  for (let c = cols - 2; c >= 0; c--) slots.push({ row: rows - 1, col: c });
  for (let r = rows - 2; r >= 1; r--) slots.push({ row: r, col: 0 });
  return slots;
};
