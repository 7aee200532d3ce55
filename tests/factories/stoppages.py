"""What a stoppage of a line is authorised on in tests: six months of low occupancy and the
days asked (GO Decreto 8.444/2015, art. 25: below 30 %; RR Lei 664/2008, art. 55, I: below
50 %, asked by the delegatária more than the 60 days of art. 69, XIV before)."""

from datetime import date

from desktop.services.lines.stoppages import StoppageInput

LOW_DEMAND_GO = StoppageInput("25; 28; 29,9; 20; 22; 27", 180)
LOW_DEMAND_RR = StoppageInput("45; 48; 49,9; 30; 41; 44", 90, requested_on=date(2025, 12, 1))
ROAD_BLOCKED_RR = StoppageInput(obstruction=True)
