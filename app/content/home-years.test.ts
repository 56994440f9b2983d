/**
 * The home statistic of the attorneys' combined experience is the sum of the practising lawyers'
 * years in their files (the lawyer's reading, point m7: "40+" contradicted 37 + 20 on the
 * profiles). The academic adviser, who does not practise, is not counted.
 */
import { describe, expect, it } from "vitest";
import { firm } from "./firm";
import { homeFile } from "./home";

describe("the home statistic of combined experience", () => {
  it("adds up the years of the lawyers registered with the Bar", () => {
    const years = homeFile.statistics.find((stat) => stat.label === "years");
    const lawyers = firm.attorneys.filter((attorney) => attorney.bar.number);
    expect(lawyers.length).toBeGreaterThan(0);
    expect(years?.value).toBe(lawyers.reduce((sum, attorney) => sum + attorney.years, 0));
  });
});
