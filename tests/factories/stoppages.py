"""What a stoppage of a line is authorised on in tests: six months of low occupancy and the
days asked (GO Decreto 8.444/2015, art. 25: below 30 %; RR Lei 664/2008, art. 55, I: below
50 %)."""

from desktop.services.lines.stoppages import StoppageInput

LOW_DEMAND_GO = StoppageInput("25; 28; 29,9; 20; 22; 27", 180)
LOW_DEMAND_RR = StoppageInput("45; 48; 49,9; 30; 41; 44", 90)
ROAD_BLOCKED_RR = StoppageInput(obstruction=True)
