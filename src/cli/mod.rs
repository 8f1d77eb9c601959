//! The `tavoliere` command line: list, show, perft, playout, match, svg,
//! the site's generated files (`site-assets`), and the fit of Lines of
//! Action's judgement to match logs (`fit-judgement`).
//!
//! Its interface is a contract: benchmarks and cross-checks against other
//! implementations drive it, so every game answers the same four commands the
//! same way. It lives in the library (not the binary) so tests can call it.

mod args;
mod diagram;
mod engine;
mod fit;
mod help;
mod inspect;
mod matches;
pub mod site_assets;
mod solve;
mod svg;

pub use args::{CliError, Output};
pub use engine::{
    serve as serve_engine, serve_live as serve_engine_live, serve_with as serve_engine_with,
    EngineSettings, MAX_GENMOVE_MS, MAX_LINE,
};

use args::USAGE;

/// Runs one command given its arguments (without the program name).
pub fn run(args: &[String]) -> Result<Output, CliError> {
    let (command, rest) = args
        .split_first()
        .ok_or_else(|| CliError(USAGE.to_string()))?;
    if command != "help" && command != "--help" && command != "-h" && help::asks_help(rest) {
        return Ok(help::command_help(command));
    }
    match command.as_str() {
        "list" => inspect::list(rest),
        "show" => inspect::show(rest),
        "perft" => inspect::perft(rest),
        "playout" => inspect::playout(rest),
        "match" => matches::run_match(rest),
        "fit-judgement" => fit::fit_judgement(rest),
        "svg" => svg::run_svg(rest),
        "site-assets" => site_assets::run(rest),
        "engine" => run_engine(rest),
        "solve" => solve::run(rest),
        "help" | "--help" | "-h" => Ok(Output {
            stdout: format!("{USAGE}\n"),
            ..Output::default()
        }),
        other => Err(CliError(format!("unknown command `{other}`\n{USAGE}"))),
    }
}

/// `tavoliere engine [--memory MB]`: the protocol on standard streams.
fn run_engine(args: &[String]) -> Result<Output, CliError> {
    let mut settings = EngineSettings::default();
    match args {
        [] => {}
        [flag, value] if flag == "--memory" => {
            settings.memory_mb =
                engine::parse_memory(value).map_err(|e| CliError(format!("--{e}")))?;
        }
        [flag] if flag == "--memory" => {
            return Err(CliError(format!("`--memory` needs a value\n{USAGE}")))
        }
        [other, ..] => {
            return Err(CliError(format!(
                "`engine` takes only `--memory MB`, not `{other}`\n{USAGE}"
            )))
        }
    }
    engine::serve_live(std::io::stdin(), std::io::stdout(), &settings)
        .map_err(|e| CliError(format!("engine: {e}")))?;
    Ok(Output::default())
}
