//! What a point on the board names, for the game page and the embedded board
//! alike: the target of a legal move under it if there is one, else the most
//! specific thing drawn there (a checker of a stack, a wall groove, the
//! cell), so a refusal can say why; the target a choice button names; and
//! what to say when clicks start no legal move.
//!
//! A piece is picked anywhere on its cell, not only on its drawing: a cell
//! is what a finger hits on a phone. A stack (Byte) is picked anywhere on its
//! cell or on its drawing above the cell: a point on a disc names that
//! checker, elsewhere the legal one nearest it; once a checker of the stack
//! is picked, a click on the stack names the next legal one down, then the
//! picked one again (which undoes the pick), so a finger reaches any height
//! by tapping the whole cell again. Which checkers are legal is always the
//! legal moves' clicks.

use crate::any_game::{AnyGame, LegalMove};
use crate::game::Target;
use crate::geometry::Coord;
use crate::ui::clicks::{ClickResult, Clicks};
use crate::ui::i18n::{Lang, T};
use crate::ui::layout::Layout;
use crate::ui::scene::{PieceLook, Scene};
use crate::ui::view::BUILT_SHAPES;

/// How near its cell's edge (in cells) a point on the cell of a piece that
/// can move must be for a narrower target there (a gate's side, a wall's
/// groove) to win over the piece: the strip outside the drawn piece, whose
/// radius is at most 0.38 of a cell.
pub const PIECE_EDGE: f64 = 0.08;

/// The board editor's target under the board point `(x, y)` (canvas
/// pixels), among `targets` (`any_edit::AnyEdit::targets`): picked as a
/// move's next click is, so a groove, a side or a stack's checker is hit
/// where play would hit it.
pub fn edit_target_at(
    layout: &Layout,
    targets: &[Target],
    scene: &Scene,
    x: f64,
    y: f64,
) -> Option<Target> {
    pick(&BoardPoint::new(layout, scene, x, y), &[], targets)
}

/// The target under the board point `(x, y)` (canvas pixels): one that
/// continues the clicks made, else one that starts a legal move, else what
/// is drawn there.
pub fn target_at(
    layout: &Layout,
    clicks: &Clicks,
    legal: &[LegalMove],
    scene: &Scene,
    x: f64,
    y: f64,
) -> Option<Target> {
    let point = BoardPoint::new(layout, scene, x, y);
    let made = clicks.made();
    if !made.is_empty() {
        let next = clicks.next_targets(legal);
        if let Some(target) = pick(&point, made, &next) {
            return Some(target);
        }
    }
    let starts = Clicks::default().next_targets(legal);
    if let Some(target) = pick(&point, made, &starts) {
        return Some(target);
    }
    let drawn = stacks_at(&point).into_iter().find_map(|(cell, height)| {
        let (level, _) = layout.checker_at(cell, height, x, y)?;
        Some(Target::Level { cell, level })
    });
    let groove = scene
        .walls
        .as_ref()
        .filter(|_| BUILT_SHAPES.walls)
        .and_then(|_| layout.groove_at(x, y));
    drawn
        .or(groove)
        .or_else(|| layout.cell_at(x, y).map(Target::Cell))
}

/// A board point `(x, y)` (canvas pixels) over the drawn `scene`: what
/// every pick looks at.
struct BoardPoint<'a> {
    layout: &'a Layout,
    scene: &'a Scene,
    x: f64,
    y: f64,
}

impl<'a> BoardPoint<'a> {
    /// The point `(x, y)` of the board laid out by `layout` and showing `scene`.
    fn new(layout: &'a Layout, scene: &'a Scene, x: f64, y: f64) -> BoardPoint<'a> {
        BoardPoint {
            layout,
            scene,
            x,
            y,
        }
    }
}

/// The one of `candidates` (targets that continue or start a move) a point
/// names, given the clicks `made`: a checker of a stack on or under it, else
/// the narrowest target there, but a piece's whole cell before the side or
/// groove at its edge, except in the strip outside the piece.
fn pick(point: &BoardPoint, made: &[Target], candidates: &[Target]) -> Option<Target> {
    if let Some(level) = pick_checker(point, made, candidates) {
        return Some(level);
    }
    let (layout, scene, x, y) = (point.layout, point.scene, point.x, point.y);
    let flat: Vec<Target> = candidates
        .iter()
        .filter(|t| !matches!(t, Target::Level { .. }))
        .copied()
        .collect();
    let hit = layout.target_at(&flat, x, y)?;
    if matches!(hit, Target::Side { .. } | Target::Groove { .. }) {
        if let Some(cell) = layout.cell_at(x, y) {
            let piece = Target::Cell(cell);
            if flat.contains(&piece)
                && scene.pieces.iter().any(|p| p.at == cell)
                && edge_gap(layout, cell, x, y) > PIECE_EDGE
            {
                return Some(piece);
            }
        }
    }
    Some(hit)
}

/// How far a point lies inside its cell from the nearest edge, in cells.
fn edge_gap(layout: &Layout, cell: Coord, x: f64, y: f64) -> f64 {
    let (x0, y0) = layout.cell_origin(cell);
    let (fx, fy) = ((x - x0) / layout.cell, (y - y0) / layout.cell);
    fx.min(1.0 - fx).min(fy).min(1.0 - fy)
}

/// The stacks whose zone (cell and drawing) holds the point, as cell and
/// height: the stack on the cell under the point first, then any rising
/// into it from below.
fn stacks_at(point: &BoardPoint) -> Vec<(Coord, u8)> {
    let (layout, scene, x, y) = (point.layout, point.scene, point.x, point.y);
    let mut stacks: Vec<(Coord, u8)> = Vec::new();
    if !BUILT_SHAPES.stacks {
        return stacks;
    }
    for p in &scene.pieces {
        if let PieceLook::Checker { level, .. } = p.look {
            match stacks.iter_mut().find(|(c, _)| *c == p.at) {
                Some((_, height)) => *height = (*height).max(level + 1),
                None => stacks.push((p.at, level + 1)),
            }
        }
    }
    let under = layout.cell_at(x, y);
    stacks.retain(|&(cell, height)| layout.checker_at(cell, height, x, y).is_some());
    stacks.sort_by_key(|&(cell, _)| Some(cell) != under);
    stacks
}

/// The checker (`Target::Level`) of a stack a point names among
/// `candidates`, if the point is on a stack with a legal one: the checker
/// under the point if legal, else the legal one nearest it (the upper one
/// of two as near). Once a checker of that stack is picked (the last of
/// `made`), a point on another legal checker's drawing names it, and any
/// other point names the next legal checker down, or the picked one when
/// it is the lowest, so that clicking again undoes the pick.
fn pick_checker(point: &BoardPoint, made: &[Target], candidates: &[Target]) -> Option<Target> {
    let (layout, x, y) = (point.layout, point.x, point.y);
    for (cell, height) in stacks_at(point) {
        let legal: Vec<u8> = candidates
            .iter()
            .filter_map(|t| match *t {
                Target::Level { cell: c, level } if c == cell => Some(level),
                _ => None,
            })
            .collect();
        if legal.is_empty() {
            continue;
        }
        let (under, on_disc) = layout.checker_at(cell, height, x, y)?;
        let picked = match made.last() {
            Some(&Target::Level { cell: c, level }) if c == cell => Some(level),
            _ => None,
        };
        let level = match picked {
            Some(p) if on_disc && under != p && legal.contains(&under) => under,
            Some(p) => legal.iter().rev().copied().find(|&l| l < p).unwrap_or(p),
            None => legal
                .iter()
                .copied()
                .min_by_key(|&l| (l.abs_diff(under), std::cmp::Reverse(l)))?,
        };
        return Some(Target::Level { cell, level });
    }
    None
}

/// The choice (`pass`, `bounce`, …) a button names, if it continues the
/// clicks made.
pub fn choice_target(clicks: &Clicks, legal: &[LegalMove], choice: &str) -> Option<Target> {
    clicks
        .next_targets(legal)
        .into_iter()
        .find(|t| matches!(t, Target::Choice(c) if *c == choice))
}

/// What a click did, as a page acts on it.
pub enum Clicked {
    /// The clicks make this legal move (its text).
    Play(String),
    /// The click was taken, or undid the last one: more are needed.
    Changed,
    /// The click started nothing legal and the clicks were cleared: why, in
    /// the page's language (`refusal`).
    Refused(String),
}

/// Takes a click on `target` towards one of `legal`, the moves of `game`:
/// the board and the embedded board act on clicks alike.
pub fn take_click(
    clicks: &mut Clicks,
    target: Target,
    legal: &[LegalMove],
    game: &dyn AnyGame,
    lang: Lang,
) -> Clicked {
    let mut attempt = clicks.made().to_vec();
    attempt.push(target);
    match clicks.click(target, legal) {
        ClickResult::Play(index) => Clicked::Play(legal[index].text.clone()),
        ClickResult::Pending | ClickResult::Undone => Clicked::Changed,
        ClickResult::Rejected => Clicked::Refused(refusal(game, lang, &attempt)),
    }
}

/// Why the clicks `attempt` (those made, then the refused one) start no legal
/// move, in `lang`: the game's own reason when it has one, else where.
pub fn refusal(game: &dyn AnyGame, lang: Lang, attempt: &[Target]) -> String {
    if let Some(reason) = game.explain(attempt) {
        return lang.game(&reason).into_owned();
    }
    match attempt.last() {
        Some(Target::Cell(c) | Target::Level { cell: c, .. }) => {
            lang.f(T::NoMoveAt, &[&c.to_string()])
        }
        _ => lang.t(T::NoMoveThere).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Coord;
    use crate::record::Record;
    use crate::ui::history::History;
    use crate::ui::view::AnyView;

    fn at(game: &str, moves: &[&str]) -> (History, Vec<LegalMove>, Layout) {
        let history = History::from_record(&Record::new(game).with_moves(moves)).unwrap();
        let legal = history.current().legal_moves();
        let scene = history.current().scene();
        let layout = Layout::fit(400.0, 400.0, scene.width, scene.height, false);
        (history, legal, layout)
    }

    #[test]
    fn a_point_names_a_legal_start_else_what_is_drawn_there() {
        let (history, legal, layout) = at("loa", &[]);
        let scene = history.current().scene();
        let clicks = Clicks::default();
        let b1 = Coord::new(1, 0);
        let (x, y) = layout.cell_centre(b1);
        assert_eq!(
            target_at(&layout, &clicks, &legal, &scene, x, y),
            Some(Target::Cell(b1))
        );
        // An empty cell starts nothing, and is named all the same.
        let d4 = Coord::new(3, 3);
        let (x, y) = layout.cell_centre(d4);
        assert_eq!(
            target_at(&layout, &clicks, &legal, &scene, x, y),
            Some(Target::Cell(d4))
        );
        assert_eq!(
            target_at(&layout, &clicks, &legal, &scene, -50.0, -50.0),
            None
        );
    }

    #[test]
    fn a_piece_wins_its_cell_but_for_the_strip_outside_it_where_a_gate_side_lies() {
        // Cancelletto: a pawn that may step, on a cell with an outer side.
        let (history, legal, layout) = at("cancelletto", &[]);
        let scene = history.current().scene();
        let starts = Clicks::default().next_targets(&legal);
        let (cell, side) = starts
            .iter()
            .find_map(|t| match *t {
                Target::Side { cell, side } if starts.contains(&Target::Cell(cell)) => {
                    Some((cell, side))
                }
                _ => None,
            })
            .expect("a pawn beside a gate's side");
        let (x0, y0) = layout.cell_origin(cell);
        let at_depth = |d: f64| {
            let (fx, fy) = match side {
                0 => (0.5, d),
                1 => (1.0 - d, 0.5),
                2 => (0.5, 1.0 - d),
                _ => (d, 0.5),
            };
            let (x, y) = (x0 + fx * layout.cell, y0 + fy * layout.cell);
            target_at(&layout, &Clicks::default(), &legal, &scene, x, y)
        };
        assert_eq!(at_depth(0.1), Some(Target::Cell(cell)));
        assert_eq!(at_depth(0.04), Some(Target::Side { cell, side }));
    }

    #[test]
    fn a_groove_where_no_wall_may_go_is_named_so_the_refusal_can_say_why() {
        // Quoridor: walls at e1h and e2h are legal; a wall at e1h makes d1h
        // overlap it, so d1h is no longer a target, but the groove is named.
        let (history, legal, layout) = at("quoridor", &["e1h"]);
        let scene = history.current().scene();
        let groove = layout.groove_centre(Coord::new(3, 0));
        let named = target_at(
            &layout,
            &Clicks::default(),
            &legal,
            &scene,
            groove.0,
            groove.1,
        );
        assert!(matches!(named, Some(Target::Groove { .. })), "{named:?}");
        assert!(!Clicks::default()
            .next_targets(&legal)
            .contains(&named.unwrap()));
    }

    #[test]
    fn a_refusal_gives_the_game_s_reason_else_the_place() {
        let (history, _, _) = at("quoridor", &["e1h"]);
        let game = history.current();
        let groove = Target::Groove {
            at: Coord::new(3, 0),
            horizontal: true,
        };
        let said = refusal(game, Lang::En, &[groove]);
        assert!(said.contains("e1h"), "{said}");
        let d5 = Target::Cell(Coord::new(3, 4));
        assert_eq!(
            refusal(game, Lang::En, &[d5]),
            "No legal move starts or continues at d5."
        );
        assert_eq!(
            refusal(game, Lang::It, &[d5]),
            "Nessuna mossa lecita comincia o continua in d5."
        );
        assert_eq!(
            refusal(game, Lang::En, &[Target::Choice("pass")]),
            "No legal move starts or continues there."
        );
    }

    #[test]
    fn a_choice_button_names_its_choice_only_when_it_continues_a_move() {
        let (_, legal, _) = at("loa", &[]);
        assert_eq!(choice_target(&Clicks::default(), &legal, "pass"), None);
        // Gyges: some chain asks "bounce" after its first clicks.
        let record = Record {
            options: vec![("setup".into(), "321123/321123".into())],
            ..Record::new("gyges")
        };
        let history = History::from_record(&record).unwrap();
        let legal = history.current().legal_moves();
        let chain = legal
            .iter()
            .find_map(|m| {
                let at = m
                    .clicks
                    .iter()
                    .position(|t| *t == Target::Choice("bounce"))?;
                Some(m.clicks[..at].to_vec())
            })
            .expect("a bouncing move");
        let mut clicks = Clicks::default();
        assert_eq!(
            choice_target(&clicks, &legal, "bounce"),
            None,
            "not before its cells"
        );
        for target in chain {
            clicks.click(target, &legal);
        }
        assert_eq!(
            choice_target(&clicks, &legal, "bounce"),
            Some(Target::Choice("bounce"))
        );
        assert_eq!(choice_target(&clicks, &legal, "dance"), None);
    }
}
