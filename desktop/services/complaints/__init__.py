"""Users' complaints and the supplementary inspection (Goiás, Res. AGR 105/2017)."""
