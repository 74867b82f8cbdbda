#include "store/pg_tournament_store.hpp"

#include <fmt/format.h>

#include <pqxx/pqxx>
#include <random>

#include "store/pg_migrations.hpp"
#include "tournament/tournament_json.hpp"

namespace letterzak::store {

namespace {

constexpr const char* kChannel = "letterzak_tournaments";
constexpr std::string_view kColumns = "id, director_hash, data, computers, created_at, updated_at";
constexpr std::string_view kGameColumns =
    "round, first_player, second_player, game_id, created_at, entered_version";
constexpr std::string_view kOrder = "ORDER BY updated_at DESC, created_order DESC";

Result<TournamentRecord> record_from_row(const pqxx::row& row) {
    TournamentRecord r;
    r.id = row[0].as<std::string>();
    r.director_hash = row[1].as<std::string>();
    auto t = tournament::parse_tournament(row[2].as<std::string>());
    if (!t) return damaged_tournament(r.id, t.error().message);
    r.tournament = std::move(*t);
    auto computers = read_computers(r.id, row[3].as<std::string>());
    if (!computers) return Unexpected<Error>{computers.error()};
    r.computers = std::move(*computers);
    r.created_at = row[4].as<std::int64_t>();
    r.updated_at = row[5].as<std::int64_t>();
    return r;
}

TournamentGame game_from_row(const pqxx::row& row, int first) {
    TournamentGame g;
    g.round = row[first].as<int>();
    g.first = row[first + 1].as<tournament::PlayerId>();
    g.second = row[first + 2].as<tournament::PlayerId>();
    g.game_id = row[first + 3].as<std::string>();
    g.created_at = row[first + 4].as<std::int64_t>();
    g.entered_version = row[first + 5].as<std::int64_t>();
    return g;
}

// `lock`: FOR UPDATE, for a read that will be written back.
Result<std::optional<TournamentRecord>> read_record(pqxx::transaction_base& tx, std::string_view id,
                                                    bool lock) {
    const auto rows = tx.exec_params(fmt::format("SELECT {} FROM tournaments WHERE id = $1 {}",
                                                 kColumns, lock ? "FOR UPDATE" : ""),
                                     std::string(id));
    if (rows.empty()) return std::optional<TournamentRecord>{};
    auto r = record_from_row(rows[0]);
    if (!r) return Unexpected<Error>{r.error()};
    return std::optional<TournamentRecord>{std::move(*r)};
}

std::vector<TournamentGame> read_games(pqxx::transaction_base& tx, std::string_view id) {
    std::vector<TournamentGame> out;
    for (const auto& row :
         tx.exec_params(fmt::format("SELECT {} FROM tournament_games WHERE tournament_id = $1 "
                                    "ORDER BY created_at, game_id COLLATE \"C\"",
                                    kGameColumns),
                        std::string(id)))
        out.push_back(game_from_row(row, 0));
    return out;
}

void write_record(pqxx::transaction_base& tx, const TournamentRecord& r) {
    tx.exec_params(
        "INSERT INTO tournaments (id, name, director_hash, data, computers, created_at, "
        "updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO UPDATE SET "
        "name = EXCLUDED.name, data = EXCLUDED.data, computers = EXCLUDED.computers, "
        "updated_at = EXCLUDED.updated_at",
        r.id, r.tournament.name, r.director_hash, tournament_text(r.tournament),
        computers_text(r.computers), r.created_at, r.updated_at);
}

Result<void> write_games(pqxx::transaction_base& tx, std::string_view id,
                         const std::vector<TournamentGame>& games) {
    tx.exec_params("DELETE FROM tournament_games WHERE tournament_id = $1", std::string(id));
    for (const TournamentGame& g : games) {
        try {
            // A subtransaction would be needed to go on after a failure; a failure here ends
            // the whole change anyway.
            tx.exec_params(
                "INSERT INTO tournament_games (tournament_id, round, first_player, "
                "second_player, game_id, created_at, entered_version) "
                "VALUES ($1, $2, $3, $4, $5, $6, $7)",
                std::string(id), g.round, g.first, g.second, g.game_id, g.created_at,
                g.entered_version);
        } catch (const pqxx::unique_violation&) {
            return make_error("game_linked",
                              fmt::format("game {} or its pairing is linked twice", g.game_id));
        }
    }
    return {};
}

tournament::ActionLog read_log(pqxx::transaction_base& tx, std::string_view id,
                               Result<void>& damage) {
    tournament::ActionLog out;
    for (const auto& row :
         tx.exec_params("SELECT body FROM tournament_actions WHERE tournament_id = $1 ORDER BY seq",
                        std::string(id))) {
        auto a = action_from_text(id, row[0].as<std::string>());
        if (!a) {
            damage = Unexpected<Error>{a.error()};
            return {};
        }
        out.push_back(std::move(*a));
    }
    return out;
}

// Appends the entries of `log` from index `from` on.
void append_log(pqxx::transaction_base& tx, std::string_view id, const tournament::ActionLog& log,
                std::size_t from) {
    for (std::size_t i = from; i < log.size(); ++i) {
        const tournament::LoggedAction& a = log[i];
        tx.exec_params(
            "INSERT INTO tournament_actions (tournament_id, seq, at, author, kind, body) "
            "VALUES ($1, $2, $3, $4, $5, $6)",
            std::string(id), a.seq, a.at_ms, a.author,
            std::string(tournament::action_kind(a.action)), action_text(a));
    }
}

}  // namespace

Result<std::unique_ptr<PgTournamentStore>> PgTournamentStore::open(const std::string& url,
                                                                   std::size_t connections) {
    auto pool = open_migrated_pool(url, connections);
    if (!pool) return Unexpected<Error>{pool.error()};
    return std::unique_ptr<PgTournamentStore>(new PgTournamentStore(std::move(*pool)));
}

PgTournamentStore::PgTournamentStore(std::unique_ptr<PgPool> pool) : pool_(std::move(pool)) {
    // Not a secret: only tells this store's announcements from the others'.
    std::random_device device;
    origin_ = fmt::format("{:08x}{:08x}", device(), device());
}

std::string PgTournamentStore::notice(std::string_view id, std::int64_t version) const {
    return fmt::format("{} {} {}", id, version, origin_);
}

Result<void> PgTournamentStore::on_change(ChangeListener listener) {
    if (listener_) return make_error("internal", "the change listener is set once");
    auto shared = std::make_shared<ChangeListener>(std::move(listener));
    auto started = PgListener::start(
        pool_->url(), kChannel,
        [shared, origin = origin_](const std::string& payload) {
            // "<id> <version> <origin>"; anything else is not ours and is ignored.
            const auto first = payload.find(' ');
            const auto second = payload.find(' ', first == std::string::npos ? first : first + 1);
            if (first == std::string::npos || second == std::string::npos) return;
            if (payload.compare(second + 1, std::string::npos, origin) == 0) return;
            TournamentChange c;
            c.tournament_id = payload.substr(0, first);
            try {
                c.version = std::stoll(payload.substr(first + 1, second - first - 1));
            } catch (const std::exception&) {
                return;
            }
            (*shared)(c);
        },
        [shared] { (*shared)(TournamentChange{}); });
    if (!started) return Unexpected<Error>{started.error()};
    listener_ = std::move(*started);
    return {};
}

void PgTournamentStore::announce(std::string_view id, std::int64_t version) {
    // Best effort: a notice that cannot be sent only means the other servers' screens wait
    // for their next change or their slow poll.
    (void)pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::nontransaction tx(c);
        tx.exec_params("SELECT pg_notify($1, $2)", std::string(kChannel), notice(id, version));
        return {};
    });
}

Result<void> PgTournamentStore::create_tournament(const TournamentRecord& record) {
    if (auto ok = tournament::validate_tournament(record.tournament); !ok)
        return make_error("corrupt_tournament", ok.error().message);
    return pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        const auto inserted = tx.exec_params(
            "INSERT INTO tournaments (id, name, director_hash, data, computers, created_at, "
            "updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING",
            record.id, record.tournament.name, record.director_hash,
            tournament_text(record.tournament), computers_text(record.computers), record.created_at,
            record.updated_at);
        if (inserted.affected_rows() == 0)
            return make_error("tournament_exists",
                              fmt::format("a tournament with id {} exists", record.id));
        append_log(tx, record.id, record.log, 0);
        tx.commit();
        return {};
    });
}

Result<std::optional<TournamentRecord>> PgTournamentStore::load_record(std::string_view id) {
    Result<std::optional<TournamentRecord>> out = std::optional<TournamentRecord>{};
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        out = read_record(tx, id, false);
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<std::vector<TournamentRecord>> PgTournamentStore::load_records() {
    std::vector<TournamentRecord> out;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        for (const auto& row :
             tx.exec(fmt::format("SELECT {} FROM tournaments {}", kColumns, kOrder))) {
            auto rec = record_from_row(row);
            if (!rec) return Unexpected<Error>{rec.error()};
            out.push_back(std::move(*rec));
        }
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<std::vector<std::string>> PgTournamentStore::tournament_ids() {
    std::vector<std::string> out;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        for (const auto& row : tx.exec(fmt::format("SELECT id FROM tournaments {}", kOrder)))
            out.push_back(row[0].as<std::string>());
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<TournamentRecord> PgTournamentStore::update(std::string_view id, const Change& change) {
    TournamentRecord record;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        auto stored = read_record(tx, id, true);
        if (!stored) return Unexpected<Error>{stored.error()};
        if (!*stored) return make_error("not_found", fmt::format("there is no tournament {}", id));
        auto games = read_games(tx, id);
        record = std::move(**stored);
        Result<void> damage;
        record.log = read_log(tx, id, damage);
        if (!damage) return damage;
        const std::size_t logged = record.log.size();
        if (auto ok = apply_change(record, games, change); !ok) return ok;
        write_record(tx, record);
        append_log(tx, id, record.log, logged);
        if (auto ok = write_games(tx, id, games); !ok) return ok;
        tx.exec_params("SELECT pg_notify($1, $2)", std::string(kChannel),
                       notice(id, record.updated_at));
        tx.commit();
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return record;
}

Result<std::vector<TournamentGame>> PgTournamentStore::games_of(std::string_view id) {
    std::vector<TournamentGame> out;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        out = read_games(tx, id);
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<tournament::ActionLog> PgTournamentStore::log_of(std::string_view id) {
    tournament::ActionLog out;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        auto stored = read_record(tx, id, false);
        if (!stored) return Unexpected<Error>{stored.error()};
        if (!*stored) return make_error("not_found", fmt::format("there is no tournament {}", id));
        Result<void> damage;
        out = read_log(tx, id, damage);
        return damage;
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<std::optional<std::pair<std::string, TournamentGame>>> PgTournamentStore::tournament_of_game(
    std::string_view game_id) {
    using Found = std::optional<std::pair<std::string, TournamentGame>>;
    Found out;
    auto r = pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::read_transaction tx(c);
        const auto rows = tx.exec_params(
            fmt::format("SELECT tournament_id, {} FROM tournament_games WHERE game_id = $1",
                        kGameColumns),
            std::string(game_id));
        if (!rows.empty()) out = std::pair{rows[0][0].as<std::string>(), game_from_row(rows[0], 1)};
        return {};
    });
    if (!r) return Unexpected<Error>{r.error()};
    return out;
}

Result<tournament::Tournament> PgTournamentStore::load(const std::string& id) {
    auto r = load_record(id);
    if (!r) return Unexpected<Error>{r.error()};
    if (!*r) return make_error("not_found", fmt::format("there is no tournament {}", id));
    return std::move((*r)->tournament);
}

Result<void> PgTournamentStore::save(const std::string& id, const tournament::Tournament& t) {
    return pool_->run([&](pqxx::connection& c) -> Result<void> {
        pqxx::work tx(c);
        auto existing = read_record(tx, id, true);
        if (!existing) return Unexpected<Error>{existing.error()};
        auto games = read_games(tx, id);
        Result<void> damage;
        const std::size_t logged = read_log(tx, id, damage).size();
        if (!damage) return damage;
        auto record = saved_record(id, std::move(*existing), t, games, logged);
        if (!record) return Unexpected<Error>{record.error()};
        write_record(tx, *record);
        if (auto ok = write_games(tx, id, games); !ok) return ok;
        tx.commit();
        return {};
    });
}

bool PgTournamentStore::exists(const std::string& id) {
    auto r = load_record(id);
    return r && r->has_value();
}

}  // namespace letterzak::store
