"""Timing helpers of the office benchmarks: the SQL a service call sends, percentiles, and
one printed line per measure with its baseline and ratio."""

import sqlite3
import statistics
from collections.abc import Callable
from dataclasses import dataclass

from desktop.models.pages import statements_sent


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


@dataclass(frozen=True)
class Sent:
    """One statement as the driver got it (values already converted for the database);
    `many` when it went through executemany (`parameters` is then a list of rows)."""

    statement: str
    parameters: tuple | list
    many: bool

    def run(self, connection: sqlite3.Connection) -> None:
        if self.many:
            connection.executemany(self.statement, self.parameters)
        else:
            connection.execute(self.statement, self.parameters).fetchall()


def captured(engine, call: Callable[[], object]) -> list[Sent]:
    """Every statement `call` sends through `engine`, in order, the lists' pages included."""
    with statements_sent(engine) as seen:
        call()
    return [
        Sent(statement, [tuple(row) for row in parameters], True)
        if many
        else Sent(statement, tuple(parameters), False)
        for statement, parameters, many in seen
    ]


def report(
    name: str,
    service: list[float],
    baseline: list[float],
    baseline_name: str,
    unit: float = 1000,
    unit_name: str = "ms",
) -> dict[str, float]:
    """Prints the median and p95 of both and their ratios; returns the figures."""
    figures = {
        "service_median": statistics.median(service) * unit,
        "service_p95": percentile(service, 0.95) * unit,
        "baseline_median": statistics.median(baseline) * unit,
        "baseline_p95": percentile(baseline, 0.95) * unit,
    }
    figures["median_ratio"] = figures["service_median"] / figures["baseline_median"]
    figures["p95_ratio"] = figures["service_p95"] / figures["baseline_p95"]
    print(
        f"{name}: service median {figures['service_median']:.2f} {unit_name}, "
        f"p95 {figures['service_p95']:.2f} {unit_name}; {baseline_name} median "
        f"{figures['baseline_median']:.2f} {unit_name}, p95 {figures['baseline_p95']:.2f} "
        f"{unit_name}; ratio median {figures['median_ratio']:.1f}x, "
        f"p95 {figures['p95_ratio']:.1f}x",
        flush=True,
    )
    return figures
