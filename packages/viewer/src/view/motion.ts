/** Advances something each frame by `dtMs`; returns false once it has finished. */
export type Ticker = (dtMs: number) => boolean;

/** The running animations; the render loop keeps going only while one is active. */
export class Motion {
  readonly #tickers = new Set<Ticker>();

  /** Starts a ticker; the returned function stops it. */
  add(ticker: Ticker): () => void {
    this.#tickers.add(ticker);
    return () => this.#tickers.delete(ticker);
  }

  /** Runs every ticker once; drops those that finished. Returns whether any remain. */
  step(dtMs: number): boolean {
    for (const ticker of [...this.#tickers]) if (!ticker(dtMs)) this.#tickers.delete(ticker);
    return this.#tickers.size > 0;
  }

  /** Stops everything. */
  clear(): void {
    this.#tickers.clear();
  }
}
