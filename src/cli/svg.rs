//! `tavoliere svg`: a still SVG picture of a position, drawn by the site's
//! own board drawing, for pages and feeds that show no scripts.

use super::args::{parse_args, CliError, Output};
use crate::record::Record;
use crate::ui::draw::still::{position_svg, small_svg, SIZE};
use crate::ui::history::History;

/// `svg GAME [--opt K=V]... [--position TEXT] [--moves "..."] [--ply N] [--size PX] [--small]`:
/// the position after the moves (or after the first N of them) with the
/// last move marked, on standard output; `--small` writes it as the embed
/// code's picture is written (what is drawn twice written once).
pub fn run_svg(args: &[String]) -> Result<Output, CliError> {
    let setup = parse_args(args, &["ply", "size"], &["--small"])?;
    if let Some(extra) = setup.positional.first() {
        return Err(CliError(format!(
            "`svg` takes one GAME, got also `{extra}`"
        )));
    }
    let record = Record {
        game: setup.game.clone(),
        options: setup.options.clone(),
        start: setup.position.clone(),
        moves: setup.moves.clone(),
        clock: None,
        notes: Default::default(),
    };
    let mut history = History::from_record(&record).map_err(|e| CliError(e.to_string()))?;
    if let Some(ply) = setup.number("ply")? {
        let total = history.moves().len();
        let ply = usize::try_from(ply).unwrap_or(usize::MAX);
        if ply > total {
            return Err(CliError(format!(
                "`--ply {ply}`: the record has only {total} move{}",
                if total == 1 { "" } else { "s" }
            )));
        }
        history.goto(ply);
    }
    let size = match setup.number("size")? {
        None => SIZE,
        Some(px @ 64..=4096) => px as f64,
        Some(px) => {
            return Err(CliError(format!(
                "`--size {px}`: the picture's side must be 64 to 4096 pixels"
            )))
        }
    };
    Ok(Output {
        stdout: if setup.switches.iter().any(|s| s == "--small") {
            small_svg(&history, size)
        } else {
            position_svg(&history, size)
        },
        stderr: String::new(),
    })
}
