"""ReportLab templates of every printed document and their verification."""
