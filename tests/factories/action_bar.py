"""A record area's action bar in the UI tests (no tests here): whether an action is offered
on it, its button shown or its line in the menu of a menu button shown, and choosing it
there as the clerk does."""

from desktop.ui.widgets.record_area import ActionBar


def offered(bar: ActionBar, key: str) -> bool:
    action = bar.actions_[key]
    if key in bar.buttons:
        return action.isVisible() and bar.buttons[key].isVisibleTo(bar)
    menu_button = bar.menus[key]
    return (
        action.isVisible()
        and menu_button.isVisibleTo(bar)
        and action in menu_button.menu().actions()
    )


def choose(bar: ActionBar, key: str) -> None:
    """The action's line in its menu (or its button) chosen: offered and enabled only."""
    assert offered(bar, key)
    assert bar.actions_[key].isEnabled()
    if key in bar.buttons:
        bar.buttons[key].click()
    else:
        bar.actions_[key].trigger()
