"""What the areas share: dialogs, forms, masks, pickers, lazy tables, workers, PDF output."""
