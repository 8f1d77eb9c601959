//! Counts in words, so a score of one reads "1 point", not "1 points".

/// `n` points in words: "1 point", "5 points".
pub(super) fn points(n: u32) -> String {
    if n == 1 {
        "1 point".to_string()
    } else {
        format!("{n} points")
    }
}

#[cfg(test)]
mod tests {
    use super::points;

    #[test]
    fn one_point_is_singular() {
        assert_eq!(points(1), "1 point");
        assert_eq!(points(0), "0 points");
        assert_eq!(points(10), "10 points");
    }
}
