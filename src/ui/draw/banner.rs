//! The end of a game said on the board itself: a dark band across the
//! grid's middle with who won in large letters and why below, so the
//! result is seen where the eyes are, not only in the side panel.
//!
//! The surface cannot measure text, so lines are fitted by an estimate of
//! a character's width (generous, so nothing spills past the band).

use crate::ui::layout::Layout;

use super::surface::{Baseline, Font, Surface};

/// A character's width as a share of the font size, on the safe side for
/// the system sans-serif fonts.
const CHAR_WIDTH: f64 = 0.58;

/// Draws the banner over the grid: `headline` (who won), `reason` (why,
/// may be empty), wrapped onto at most two lines.
pub fn draw_banner(ctx: &mut dyn Surface, layout: &Layout, headline: &str, reason: &str) {
    let width = layout.cell * layout.width as f64;
    let inner = width * 0.9;
    let big = fit(headline, inner, (layout.cell * 0.5).clamp(16.0, 30.0));
    let small_size = (big * 0.6).max(11.0);
    let lines = wrap(reason, inner, small_size);
    let small = lines
        .iter()
        .map(|line| fit(line, inner, small_size))
        .fold(small_size, f64::min);
    let height = big * 1.9 + lines.len() as f64 * small * 1.35;
    let mid = layout.y + layout.cell * layout.height as f64 / 2.0;
    let top = mid - height / 2.0;
    ctx.set_fill_style_str("rgba(24, 16, 10, 0.82)");
    ctx.fill_rect(layout.x, top, width, height);
    ctx.set_fill_style_str("#e0a370");
    ctx.fill_rect(layout.x, top, width, 2.0);
    ctx.fill_rect(layout.x, top + height - 2.0, width, 2.0);
    let cx = layout.x + width / 2.0;
    ctx.set_text_baseline(Baseline::Middle);
    ctx.set_fill_style_str("#fff7ea");
    ctx.set_font(Font {
        px: big,
        bold: true,
    });
    ctx.fill_text(headline, cx, top + big * 0.95);
    ctx.set_fill_style_str("#ecd9bf");
    ctx.set_font(Font {
        px: small,
        bold: false,
    });
    for (i, line) in lines.iter().enumerate() {
        ctx.fill_text(line, cx, top + big * 1.7 + small * (0.6 + 1.35 * i as f64));
    }
}

/// The largest size up to `size` at which `text` fits `width`.
fn fit(text: &str, width: f64, size: f64) -> f64 {
    let chars = text.chars().count().max(1) as f64;
    size.min(width / (chars * CHAR_WIDTH))
}

/// `text` in at most two lines that fit `width` at `size`, broken between
/// words; empty text gives no line.
fn wrap(text: &str, width: f64, size: f64) -> Vec<String> {
    let text = text.trim();
    if text.is_empty() {
        return Vec::new();
    }
    let per_line = (width / (size * CHAR_WIDTH)).floor().max(1.0) as usize;
    if text.chars().count() <= per_line {
        return vec![text.to_string()];
    }
    // Break at the space nearest the middle, so the two lines balance.
    let middle = text.len() / 2;
    let split = text
        .match_indices(' ')
        .map(|(i, _)| i)
        .min_by_key(|i| i.abs_diff(middle));
    match split {
        Some(i) => vec![text[..i].to_string(), text[i + 1..].to_string()],
        None => vec![text.to_string()],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_reason_breaks_between_words_into_two_balanced_lines() {
        let lines = wrap("all twelve men joined in one group at last", 100.0, 12.0);
        assert_eq!(lines.len(), 2);
        assert_eq!(
            lines.join(" "),
            "all twelve men joined in one group at last"
        );
        let (a, b) = (lines[0].len() as i64, lines[1].len() as i64);
        assert!((a - b).abs() < 10, "{lines:?}");
        assert_eq!(wrap("short", 300.0, 12.0), vec!["short".to_string()]);
        assert!(wrap("  ", 300.0, 12.0).is_empty());
    }

    #[test]
    fn text_shrinks_to_fit_and_never_grows() {
        assert_eq!(fit("Draw", 500.0, 20.0), 20.0);
        let small = fit("Black wins after a very long fight indeed", 100.0, 20.0);
        assert!(small < 20.0);
        assert!(small * 41.0 * CHAR_WIDTH <= 100.0 + 1e-9);
    }
}
