/** A stand-in barcode for stories (Storybook has no `/api`): a QR-like grid drawn from a seed. */
export function storyBarcode(seed: string): string {
  let n = [...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const cells: string[] = [];
  for (let y = 0; y < 21; y++)
    for (let x = 0; x < 21; x++) {
      n = (n * 1103515245 + 12345) >>> 0;
      // The three corner squares every QR code has; noise elsewhere.
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      const [lx, ly] = [x > 13 ? x - 14 : x, y > 13 ? y - 14 : y];
      const ring = lx === 0 || lx === 6 || ly === 0 || ly === 6 || (lx >= 2 && lx <= 4 && ly >= 2 && ly <= 4);
      if (finder ? ring : (n >>> 16) % 2 === 0) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21" width="168" height="168" shape-rendering="crispEdges">${cells.join('')}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
