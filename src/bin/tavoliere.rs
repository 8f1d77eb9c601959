//! The native command line; all the work is in `tavoliere::cli` so tests can
//! call it without spawning a process.

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
fn main() {
    use std::io::Write;
    let args: Vec<String> = std::env::args().skip(1).collect();
    match tavoliere::cli::run(&args) {
        Ok(output) => {
            let _ = std::io::stderr().write_all(output.stderr.as_bytes());
            let _ = std::io::stdout().write_all(output.stdout.as_bytes());
        }
        Err(tavoliere::cli::CliError(message)) => {
            eprintln!("tavoliere: {message}");
            std::process::exit(2);
        }
    }
}

/// The command line has no meaning in a browser.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
fn main() {}
