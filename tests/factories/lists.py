"""One row for each list of the office: an operator with a bus, a licence of that bus, an
auto de infração and a line (the lists' page tests of issue 18 §3)."""

from desktop.services.licences.issue import issue_licence
from desktop.services.lines.register import create_line
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import TODAY, departure, eventual, fleet
from tests.factories.lines import TODAY as LINE_DAY
from tests.factories.lines import go_line
from tests.factories.notices import recorded_notice


def one_of_each_list(admin_context, keys, tmp_path):
    """The operator and its bus; the line is go_line()'s (GO-0101)."""
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    issue_licence(ctx, eventual(operator.id, bus.id), keys)
    recorded_notice(admin_context, tmp_path, operator.id)
    create_line(at_day(admin_context, LINE_DAY), go_line())
    return operator, bus
