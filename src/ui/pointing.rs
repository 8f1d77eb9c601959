//! What a point on the board names, for the game page and the embedded board
//! alike: the target of a legal move under it if there is one, else the most
//! specific thing drawn there (a checker of a stack, a wall groove, the
//! cell), so a refusal can say why; the target a choice button names; and
//! what to say when clicks start no legal move.

use crate::any_game::{AnyGame, LegalMove};
use crate::game::Target;
use crate::ui::clicks::Clicks;
use crate::ui::i18n::{Lang, T};
use crate::ui::layout::Layout;
use crate::ui::scene::{PieceLook, Scene};
use crate::ui::view::BUILT_SHAPES;

/// The target under the board point `(x, y)` (canvas pixels): one that
/// continues the clicks made or starts a legal move, else what is drawn there.
pub fn target_at(
    layout: &Layout,
    clicks: &Clicks,
    legal: &[LegalMove],
    scene: &Scene,
    x: f64,
    y: f64,
) -> Option<Target> {
    let mut candidates = clicks.next_targets(legal);
    candidates.extend(Clicks::default().next_targets(legal));
    let groove = scene
        .walls
        .as_ref()
        .filter(|_| BUILT_SHAPES.walls)
        .and_then(|_| layout.groove_at(x, y));
    let drawn: Vec<Target> = scene
        .pieces
        .iter()
        .filter_map(|p| match p.look {
            PieceLook::Checker { level, .. } => Some(Target::Level { cell: p.at, level }),
            _ => None,
        })
        .collect();
    layout
        .target_at(&candidates, x, y)
        .or_else(|| layout.target_at(&drawn, x, y))
        .or(groove)
        .or_else(|| layout.cell_at(x, y).map(Target::Cell))
}

/// The choice (`pass`, `bounce`, …) a button names, if it continues the
/// clicks made.
pub fn choice_target(clicks: &Clicks, legal: &[LegalMove], choice: &str) -> Option<Target> {
    clicks
        .next_targets(legal)
        .into_iter()
        .find(|t| matches!(t, Target::Choice(c) if *c == choice))
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
